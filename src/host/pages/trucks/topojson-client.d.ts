/** The one function of topojson-client the trucks map uses (the package ships no types). */
declare module 'topojson-client' {
  import type { Feature, FeatureCollection } from 'geojson'
  export function feature(topology: unknown, object: unknown): Feature | FeatureCollection
}
