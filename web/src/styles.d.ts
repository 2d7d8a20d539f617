// Vite bundles the style sheets that modules import for their side effect (`import './x.css'`); the
// compiler only needs to know such an import is allowed.
declare module '*.css';
