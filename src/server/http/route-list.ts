import type { FastifyInstance, RouteOptions } from 'fastify';

export interface ListedRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route as it was declared, whichever plugin declared it: the tests that attack every route read it, so none is left out */
    routeList: readonly ListedRoute[];
  }
}

/** Keeps the list of the app's routes; called before any route is added. */
export function listRoutes(app: FastifyInstance): void {
  const routes: ListedRoute[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', ({ method, url, config }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, config });
  });
}
