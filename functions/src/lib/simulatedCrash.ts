/**
 * Tests only: what a long write's crash option throws to stop where a killed process would, so a
 * test can show the next reader recovers from exactly that state.
 */
export class SimulatedCrash extends Error {}
