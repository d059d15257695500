/** Responsible-gaming limits: codes, a region's rules, the lifecycle of a change and what a limit refuses. */
export * from './codes.ts';
export * from './rules.ts';
export * from './limit.ts';
export * from './period.ts';
export * from './lifecycle.ts';
export * from './activity.ts';
export * from './texts.ts';
