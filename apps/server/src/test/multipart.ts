/** A multipart/form-data body with one file field (after any plain `fields`), for `app.inject`. */
export function multipartFile(
  filename: string,
  content: Buffer | string,
  field = 'file',
  fields: Record<string, string> = {},
) {
  const boundary = `----rapport${Math.random().toString(16).slice(2)}`
  const plain = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  const head = Buffer.from(
    `${plain}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/vtt\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const payload = Buffer.concat([head, typeof content === 'string' ? Buffer.from(content) : content, tail])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
