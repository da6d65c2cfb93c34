import { lazy, type ComponentType } from 'react';
import type { Mount } from '../feature.ts';

// One lazy component per loader for the life of the page, so a re-render never refetches.
const lazyByLoader = new WeakMap<object, ComponentType<never>>();

/** The component a descriptor slot names, wrapped in React.lazy when it loads on demand. */
export function mountedComponent<P>(mount: Mount<P>): ComponentType<P> {
  if (mount.component) return mount.component;
  const known = lazyByLoader.get(mount.load) as ComponentType<P> | undefined;
  if (known) return known;
  const made = lazy(mount.load);
  lazyByLoader.set(mount.load, made as ComponentType<never>);
  return made;
}
