// The clock lives in app/utils/clock.ts, where every layer may read it; the data layer's modules import `now` here.
export { now, nowMs, onClockMoved } from '#app/utils/clock.ts'
