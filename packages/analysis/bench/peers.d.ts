// The peer parsers ship no usable type declarations; only the calls the benchmark makes are typed.

declare module 'node-webvtt' {
  interface NodeWebVttCue {
    identifier: string
    start: number
    end: number
    text: string
    styles: string
  }
  const webvtt: {
    parse(
      input: string,
      options?: { meta?: boolean; strict?: boolean },
    ): { valid: boolean; cues: NodeWebVttCue[] }
  }
  export default webvtt
}

declare module 'webvtt-parser' {
  interface WebVttParserCue {
    id: string
    startTime: number
    endTime: number
    text: string
  }
  class WebVTTParser {
    parse(
      input: string,
      mode?: 'metadata' | 'subtitles' | 'chapters',
    ): { cues: WebVttParserCue[]; errors: unknown[] }
  }
  // CommonJS: Node's ESM loader sees only the default export.
  const webvttParser: { WebVTTParser: typeof WebVTTParser }
  export default webvttParser
}
