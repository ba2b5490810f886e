/**
 * The account feature's models, for other features' models.
 * @module
 */
export type { SessionModel } from './session-model';
