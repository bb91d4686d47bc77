/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile(filename: string, content: Buffer | string, field = 'file') {
  const boundary = `----rapport${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/vtt\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const payload = Buffer.concat([head, typeof content === 'string' ? Buffer.from(content) : content, tail])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
