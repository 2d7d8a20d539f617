/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;
const transform = { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] };
// jose ships ESM only; jest's module system needs it as CommonJS.
const transformIgnorePatterns = ['/node_modules/(?!(jose)/)'];

// DynamoDB Local and the local SES, for the projects whose tests use them. Jest runs a project's
// global setup only when a test of that project runs, and a module several projects name only once.
const localServices = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
// Server-side tests live beside their code, and the attack tests in test/integration.
const serverRoots = [
  '<rootDir>/shared',
  '<rootDir>/functions',
  '<rootDir>/infra',
  '<rootDir>/scripts',
  '<rootDir>/web/prerender',
  '<rootDir>/test/integration',
];
// The chat socket's client code, driven against the real gateway, imports shared rules this way.
const sharedModules = { '^@shared/(.*)$': '<rootDir>/shared/$1' };

const config: Config = {
  // One more worker than the machine's two cores: a browser or integration test spends much of its
  // time waiting for Chromium, DynamoDB Local or a mail, and a third worker fills those waits. Side
  // by side on one busy machine, three workers got through 73 files while two got through 51.
  maxWorkers: 3,
  // Handlers talk to a real DynamoDB Local and forms are typed key by key: on a loaded 2-core machine
  // a test can pass 5 s without being stuck. Jest takes the timeout from here only; a project's own
  // testTimeout is silently ignored.
  testTimeout: 30_000,
  // Longest files first, estimated by kind where jest has no timings of its own (test-sequencer.cjs).
  testSequencer: '<rootDir>/test/support/test-sequencer.cjs',
  projects: [
    {
      // Logic, and handlers against a fake of the table's client: no Java, no browser, no service.
      displayName: 'unit',
      testEnvironment: 'node',
      roots: serverRoots,
      testMatch: ['**/*.unit.test.ts'],
      setupFiles: ['<rootDir>/test/support/unit-environment.ts'],
      moduleNameMapper: sharedModules,
      transform,
      transformIgnorePatterns,
    },
    {
      // Handlers and data against DynamoDB Local and the local SES.
      displayName: 'server',
      testEnvironment: 'node',
      roots: serverRoots,
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.unit\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/test/support/server-setup.ts'],
      moduleNameMapper: sharedModules,
      transform,
      transformIgnorePatterns,
      ...localServices,
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.ts',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/web-setup.ts'],
      moduleNameMapper: {
        '^@shared/(.*)$': '<rootDir>/shared/$1',
        '\\.(css|svg|png|jpg|webp|mp4|webm)$': '<rootDir>/test/support/asset-stub.ts',
      },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'browser',
      // Node's, with one gateway and one Chromium per worker, shared by the files it runs.
      testEnvironment: '<rootDir>/test/support/browser-environment.ts',
      ...localServices,
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
