import { BaseSerializer } from '@adonisjs/core/transformers'

/** Resolves transformers for a plain JSON response, unwrapped, the way Inertia props are. */
class JsonSerializer extends BaseSerializer {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData as Record<string, unknown>
  }
}

export const jsonSerializer = new JsonSerializer()
