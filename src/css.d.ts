// Stylesheets are bundled by esbuild; importing one has no value, only the side effect.
declare module '*.css';
