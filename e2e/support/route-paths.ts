import type { RouteObject } from 'react-router';

/** The paths of a route table under `base` that render a page (nested paths joined, index routes at their parent). */
export const routePaths = (routes: RouteObject[], base: string): string[] => {
  const paths: string[] = [];
  const walk = (level: RouteObject[], parent: string) => {
    for (const route of level) {
      const path = route.index
        ? parent
        : route.path
          ? `${parent}/${route.path}`.replace(/\/+/g, '/')
          : parent;
      if (route.lazy || route.Component || route.element) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, base);
  return paths;
};
