import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  url: string,
  options: { connections?: number; duration?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
  });
  return {
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
