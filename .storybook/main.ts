import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories render the real runtime components. The runtime's own Vite config sets `root` to
 * runtime/ for the app build, so Storybook keeps its default root and only takes the same
 * browser target, which is all the two builds must agree on.
 */
const config: StorybookConfig = {
  stories: ['../stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({
    ...vite,
    build: { ...vite.build, target: ['es2020', 'safari14', 'chrome87', 'firefox78', 'edge88'] },
  }),
};

export default config;
