// Coffer's node:http edge (ARCHITECTURE.md, "Request path"): the server every process and the
// tests' in-process server run, and the bridge from node:http to the table's fetch handlers.
export { createAppServer, type AppServer, type AppServerOptions } from './create-app-server';
export { serveFetch, type FetchHandler, type NodeHandler } from './serve-fetch';
