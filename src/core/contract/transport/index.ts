/**
 * The carrier's fleet and transport calendar (spec 3 "Carrier transport", 4 "calendar", 7 "Carrier contracts and
 * fleet"): drivers, trucks, trailers, calendar tasks, matching of cargos and trucks, transport-task responses,
 * uploads. Declared here first; modules/transport serves them and widgets/transport-calendar calls them.
 *
 * Who may call: carrier and expeditor companies manage their own fleet (another company's ids answer 404);
 * shippers read only the trucks assigned to their cargos (`v2/transports/calendar/assigned`); anonymous: 401.
 *
 * Dates are calendar days `YYYY-MM-DD`; a task covers `start_date` to `end_date`, both included. Two tasks of
 * one truck never share a day (409 `task_overlap`).
 */
// One file per resource; `./fields` (shared field rules) stays internal.
export * from './analytics'
export * from './control-table'
export * from './drivers'
export * from './external-transports'
export * from './files'
export * from './limits'
export * from './matching'
export * from './plates'
export * from './task-responses'
export * from './tasks'
export * from './trailers'
export * from './trucks'
export * from './trucks-v2'
