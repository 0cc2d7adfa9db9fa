/**
 * Version of the terms and privacy notice in force (the date it took effect). Bump it when either page changes in
 * substance: everyone who accepted an older version is asked again at their next visit. The API can override it
 * with PRIVACY_NOTICE_VERSION; the login dialog sends this one and the prompt sends what the API says is current.
 * (Its own file, importable as '@nakshatra/shared/notice-version', so the browser gets the constant without zod.)
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
