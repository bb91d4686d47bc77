const units = ['Bytes', 'KB', 'MB', 'GB'] as const

/** A byte count in Bytes, KB, MB or GB (spec §9), with at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1)
  const value = bytes / 1024 ** exponent
  return `${Number.parseFloat(value.toFixed(2))} ${units[exponent]}`
}

/** The preview's size: always in KB (spec §2), one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
