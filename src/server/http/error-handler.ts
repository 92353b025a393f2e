/** Turns every failure into the error body of spec 8, in the request language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { fieldErrors, validationMessage } from '../../core/contract/messages'
import { HttpError } from './errors'
import { messageKeyOfStatus } from './framework-errors'
import { languageOf, translate } from './messages'
import { RequestValidationError } from './route'

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request.headers['accept-language'])
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value)
      const errors = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, [translate(lang, key)]]))
        : undefined
      const message = errors
        ? (Object.values(errors)[0]?.[0] ?? translate(lang, error.key))
        : translate(lang, error.key, error.params)
      return reply.status(error.status).send({ message, ...(errors ? { errors } : {}) })
    }
    if (error instanceof RequestValidationError) {
      const errors = fieldErrors(error.zodError, lang)
      return reply.status(422).send({ message: translate(lang, 'validation_failed'), errors })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ message: translate(lang, 'validation_failed') })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'answer does not match the contract')
      return reply.status(500).send({ message: translate(lang, 'server_error') })
    }
    const raw = (error as FastifyError).statusCode
    const status = typeof raw === 'number' && raw >= 400 && raw <= 599 ? raw : 500
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: translate(lang, 'too_many_requests', { seconds: reply.getHeader('retry-after') ?? 60 }) })
    }
    // Malformed JSON, a body that is not an object, and the like are bad input: 422, like every other.
    if (status === 400) {
      return reply.status(422).send({
        message: translate(lang, 'validation_failed'),
        errors: { _: [validationMessage(lang, 'invalid_format')] },
      })
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ message: translate(lang, 'server_error') })
    }
    // Everything else the framework or a plugin raised (413, 415, 406 ...): its own message is English.
    return reply.status(status).send({ message: translate(lang, messageKeyOfStatus(status)) })
  })

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language'])
    reply.status(404).send({ message: translate(lang, 'route_not_found') })
  })
}
