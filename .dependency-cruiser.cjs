/**
 * The architecture's boundaries, checked by `npm run lint` (dependency-cruiser). Each rule names the
 * direction it forbids and why; a violation fails CI.
 */
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'production-imports-test-code',
      comment:
        'Production code (functions, web, shared, the CDK app) never imports test helpers, the local stack or operator scripts: they would ship in a bundle or bind the product to a test.',
      severity: 'error',
      from: {
        path: '^(functions|web/src|shared|infra/(bin|stacks|constructs|community|session-keys))/',
        pathNot: TESTS,
      },
      to: { path: '^(test|infra/local|scripts|bench)/' },
    },
    {
      name: 'lib-imports-beyond-lib',
      comment:
        'functions/lib is the plumbing below everything (config, logs, errors, AWS clients, tokens and cookies, cursors); it knows no table layout, no route and no area. The layers above it: data (the table), runtime (the wrappers that bind the manifest, with the session and limit checks), then the areas.',
      severity: 'error',
      from: { path: '^functions/lib/', pathNot: TESTS },
      to: { path: '^functions/', pathNot: '^functions/lib/' },
    },
    {
      name: 'runtime-imports-areas',
      comment:
        "functions/runtime wraps handlers for Lambda and the local gateway. It never loads an area's code or the whole manifest (which imports every handler): a generated entry hands it the one route it serves, so each bundle holds only its own area. Types of the manifest are fine.",
      severity: 'error',
      from: { path: '^functions/runtime/', pathNot: TESTS },
      to: {
        path: '^functions/',
        pathNot: ['^functions/(lib|data|runtime)/', '^functions/route-types\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'data-imports-domain',
      comment: 'The data layer serves the areas; it never imports a handler, an area module or the runtime.',
      severity: 'error',
      from: { path: '^functions/data/', pathNot: TESTS },
      to: { path: '^functions/', pathNot: '^functions/(data|lib)/' },
    },
    {
      name: 'feature-reaches-into-another-feature',
      comment:
        "A web feature uses another feature only through that feature's public entry (web/src/features/<name>/index.ts), so a feature's insides can change without touching the others.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and areas inseparable.',
      severity: 'error',
      from: { path: '^(functions|web/src|shared)/', pathNot: TESTS },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|cdk\\.out|\\.out|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
