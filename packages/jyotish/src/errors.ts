/** Machine-readable reasons a jyotish computation refuses its input. */
export type JyotishErrorCode =
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'INVALID_LATITUDE'
  | 'INVALID_LONGITUDE'
  | 'UNKNOWN_TIME_ZONE'
  | 'NONEXISTENT_LOCAL_TIME'
  | 'INVALID_ARGUMENT'
  | 'OUT_OF_RANGE';

/**
 * The one error type of the engine: bad input (impossible date, latitude outside ±90°, unknown IANA zone,
 * a local clock time skipped by a DST jump...) throws this with a `code` and a sentence a user understands.
 */
export class JyotishError extends Error {
  readonly code: JyotishErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: JyotishErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'JyotishError';
    this.code = code;
    this.details = details;
  }
}

/** Throws `INVALID_LATITUDE` unless `latDeg` is a finite number in [-90, 90]. */
export function assertLatitude(latDeg: number): void {
  if (!Number.isFinite(latDeg) || latDeg < -90 || latDeg > 90) {
    throw new JyotishError('INVALID_LATITUDE', `Latitude must be between -90 and 90 degrees (got ${latDeg}).`, { latDeg });
  }
}

/** Throws `INVALID_LONGITUDE` unless `lonDeg` is a finite number in [-180, 180]. */
export function assertLongitude(lonDeg: number): void {
  if (!Number.isFinite(lonDeg) || lonDeg < -180 || lonDeg > 180) {
    throw new JyotishError('INVALID_LONGITUDE', `Longitude must be between -180 and 180 degrees (got ${lonDeg}).`, { lonDeg });
  }
}

/** Throws `INVALID_ARGUMENT` unless `jdUt` is a finite Julian day within years ~1000..3000. */
export function assertJd(jdUt: number): void {
  if (!Number.isFinite(jdUt) || jdUt < 2086308 || jdUt > 2816788) {
    throw new JyotishError('OUT_OF_RANGE', `Julian day ${jdUt} is outside the supported range (years 1000 to 3000).`, { jdUt });
  }
}
