import type { EmailMessage } from '../plugins/app/mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

function layout(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Rapport</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
</body></html>`
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  const lines = [
    'Someone asked to reset the password of your Rapport account.',
    'Use the link below within one hour to choose a new password. It works once.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ]
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Rapport password',
    link,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, link, 'Choose a new password'),
  }
}

export function invitationEmail(
  to: string,
  link: string,
  details: { inviter: string; tenantName: string; role: string; expiresAt: Date },
): EmailMessage {
  const lines = [
    `${details.inviter} invited you to join ${details.tenantName} on Rapport as ${details.role === 'admin' ? 'an' : 'a'} ${details.role}.`,
    'Rapport turns meeting transcripts into communication coaching: scores, quotes and concrete recommendations.',
    `The invitation is valid until ${details.expiresAt.toUTCString()}.`,
  ]
  return {
    kind: 'invitation',
    to,
    subject: `${details.inviter} invited you to ${details.tenantName} on Rapport`,
    link,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${link}\n`,
    html: layout(lines, link, 'Accept the invitation'),
  }
}

export function sharedCoachingEmail(
  to: string,
  link: string,
  details: { sender: string; meetingTitle: string; meetingDate: string; expiresAt: Date },
): EmailMessage {
  const lines = [
    `${details.sender} shared your own coaching from the meeting "${details.meetingTitle}" (${details.meetingDate}) with you.`,
    'Only you can read it with this link: what you did well, what to change with your own words and their moments, one thing to practise, and your scores. No one else’s coaching is in it.',
    `The link is valid until ${details.expiresAt.toUTCString()}. You can save it to your own Rapport coaching, ask for it to be removed from the sender’s meeting, or stop further shares to this address.`,
  ]
  return {
    kind: 'shared-coaching',
    to,
    subject: `${details.sender} shared your coaching from "${details.meetingTitle}"`,
    link,
    text: `${lines.join('\n\n')}\n\nRead your coaching: ${link}\n`,
    html: layout(lines, link, 'Read your coaching'),
  }
}
