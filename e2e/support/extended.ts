/**
 * Tag of the journeys left out of CI: variants and secondary flows whose behaviour the API tests and the
 * persona journeys already cover. CI keeps one journey per persona's main path plus the generated page
 * walks, so it stays inside its time budget on two cores; `npm run test:e2e:extended` runs every journey.
 */
export const EXTENDED = '@extended';
