// The part of autocannon's API that `npm run bench` uses (the package ships no types).
declare module 'autocannon' {
	type Histogram = { average: number; p50: number; p99: number }
	type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number }
	export default function autocannon(options: { url: string; connections?: number; duration?: number }): Promise<Result>
}
