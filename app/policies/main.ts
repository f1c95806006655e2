/**
 * Policies per resource, pre-registered with Bouncer so they can be named.
 * Each resource area adds its policy here when it is built.
 */
export const policies = {}
