/**
 * The standalone validators generated from schemas/: the same loader the project check uses
 * (project-check/validators.ts), so the server's start-up check and its answer checks run one copy.
 */
export { loadValidators, type Validators } from '../project-check/validators.ts';
