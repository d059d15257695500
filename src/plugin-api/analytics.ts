/**
 * Analytics events: what the sign-in plugin reports of registration, password recovery and login.
 * The core counts them in the analytics storage and, with marketing consent, sends the registration
 * and recovery steps to the counters; a plugin only dispatches them and never waits for them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { LoginStep, RecoveryStep, RegistrationTracked } from '../domain/analytics-storage.ts';

export type { LoginStep, RecoveryStep, RegistrationStep, RegistrationTracked } from '../domain/analytics-storage.ts';

export const registrationTracked = createAction<RegistrationTracked, 'analytics/registrationTracked'>('analytics/registrationTracked');
export const recoveryTracked = createAction<{ step: RecoveryStep }, 'analytics/recoveryTracked'>('analytics/recoveryTracked');
export const loginTracked = createAction<{ step: LoginStep }, 'analytics/loginTracked'>('analytics/loginTracked');

export type TrackedEvent = ReturnType<typeof registrationTracked> | ReturnType<typeof recoveryTracked> | ReturnType<typeof loginTracked>;
export const TRACKED_EVENT_TYPES: readonly string[] = [registrationTracked.type, recoveryTracked.type, loginTracked.type];
