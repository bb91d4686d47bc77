// Runs several long-lived processes as one: output shared, SIGINT and SIGTERM forwarded to each,
// and when one exits the others are stopped and the whole exits with the first one's code. Each
// child runs in its own process group, so a Ctrl-C reaches it once, through here.
import { spawn } from 'node:child_process'

/**
 * @param {{ name: string, command: string, args: string[], cwd: string }[]} commands
 * @param {{ onExit?: (code: number) => void }} [options]
 */
export function runTogether(commands, options = {}) {
  const onExit = options.onExit ?? ((code) => process.exit(code))
  const children = commands.map((c) =>
    spawn(c.command, c.args, { cwd: c.cwd, stdio: 'inherit', detached: true }),
  )
  let running = children.length
  let exitCode = null
  const stopAll = (signal) => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    }
  }
  const forward = (signal) => () => {
    if (exitCode === null) exitCode = 0
    stopAll(signal)
  }
  const handlers = { SIGINT: forward('SIGINT'), SIGTERM: forward('SIGTERM') }
  for (const [signal, handler] of Object.entries(handlers)) process.on(signal, handler)
  // If this process ends anyway, take the children with it.
  const killLeft = () => stopAll('SIGTERM')
  process.on('exit', killLeft)

  children.forEach((child, i) => {
    child.on('exit', (code, signal) => {
      if (exitCode === null) {
        exitCode = code ?? (signal ? 1 : 0)
        process.stderr.write(`${commands[i].name} stopped (${code ?? signal}): stopping the others\n`)
        stopAll('SIGTERM')
      }
      running -= 1
      if (running === 0) {
        for (const [signal, handler] of Object.entries(handlers)) process.off(signal, handler)
        process.off('exit', killLeft)
        onExit(exitCode)
      }
    })
  })
  return children
}
