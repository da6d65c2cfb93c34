import type { StoryObj } from '@storybook/react-vite';
import type { ReactElement, ReactNode } from 'react';
import type { Handler } from '../runtime/src/testing/fake-platform.ts';
import { storyPlatform } from './story-platform.ts';
import type { BrandId } from './story-site.ts';

/** A story that answers the page's calls with `routes` for the brand picked in the toolbar. */
export function pageStory(
  name: string,
  routes: (brand: BrandId) => Record<string, Handler>,
  page: () => ReactElement,
): StoryObj {
  return {
    name,
    render: (_args, { globals }) => {
      storyPlatform(globals.brand as BrandId, routes(globals.brand as BrandId));
      return page();
    },
  };
}

/** The member centre's content column, where its pages sit. */
export function CentreContent({ children }: { children: ReactNode }) {
  return (
    <div className="wl-mc__content" style={{ maxInlineSize: 900 }}>
      {children}
    </div>
  );
}
