import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LAYOUT_SETTINGS,
  loadPreferences,
  savePreferences,
  type LayoutSettings,
  type Preferences,
} from '../../storage/preferences.ts';

type Listener = () => void;

let state: Preferences = loadPreferences();
const listeners = new Set<Listener>();

const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every change is remembered at once (spec §3), then announced to subscribed components. */
export const updatePreferences = (patch: Partial<Preferences>): void => {
  state = { ...state, ...patch };
  savePreferences(state);
  for (const listener of listeners) listener();
};

export const updateLayoutSettings = (patch: Partial<LayoutSettings>): void =>
  updatePreferences({ settings: { ...state.settings, ...patch } });

export const resetLayoutSettings = (): void =>
  updatePreferences({ settings: { ...DEFAULT_LAYOUT_SETTINGS } });

export const getPreferences = (): Preferences => state;

export const usePreferences = (): Preferences => useSyncExternalStore(subscribe, getPreferences);
