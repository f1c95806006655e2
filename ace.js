/*
| JavaScript entrypoint for ace commands: registers the TypeScript loader,
| then hands over to bin/console.ts. Overwritten by `node ace build`.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
