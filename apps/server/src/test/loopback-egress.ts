import type { EgressPolicy } from '../llm/egress-guard.ts'

/** The fake model servers listen on loopback: tests that call them directly allow private addresses. */
export const LOOPBACK: EgressPolicy = { allowPrivate: true }
