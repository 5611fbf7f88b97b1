import { useState } from 'react';

/** The moment the component first rendered: stable across re-renders, so render stays pure. */
export const useNow = (): number => useState(Date.now)[0];
