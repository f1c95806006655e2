/**
 * What the pages' type check sees of a server module the route registry
 * names (#controllers/*, #validators/*, and start/routes through the
 * registry's manifest): a class whose handlers answer nothing known. The
 * pages take route names and parameters from the registry; the server's own
 * types are checked by the server project, not compiled again under the
 * browser's settings.
 */
export default class ServerModule {
  [handler: string]: (...args: never[]) => never
}
