/**
 * The upload and upload-history pages' strings the specifications fix, word for word. Apart from
 * messages.ts so that only those pages load them (decision 013).
 */
export const uploadMessages = {
  upload: {
    supportedFormat: 'Supported format: WebVTT (.vtt)',
    maxLength: 'Maximum meeting length: 2 hours',
    badExtension: 'File must have a .vtt extension',
    tooLarge: 'File size must be less than 50MB',
    uploadFailed: 'Failed to upload file. Please try again.',
    analyzingParticipants: 'Analyzing Participants',
    // Not in the spec: who suggested the review screen's titles and roles.
    suggestedByModel: (provider: string) =>
      `Titles, roles, meeting title and objective suggested by ${provider}`,
    suggestedByBuiltIn: 'Titles, roles, meeting title and objective suggested by the built-in analyzer',
    analysisFailed: 'Analysis failed',
    analyzeFailed: 'Failed to analyze participants',
    reviewTitle: 'Review & Edit Meeting Overview Analysis',
    // Not in the spec (issues 20 and 30): "This is me", first on the review.
    whichSpeaker: 'Which speaker are you?',
    meHint: 'Choose yourself so Rapport can coach you. Your choice is kept if you leave and come back.',
    meMatchedByName: 'Chosen because the speaker’s name matches yours. Change it if that is someone else.',
    meNotSaved: 'Could not keep your choice. It is still used when you continue.',
    noParticipants: 'No participants found in the transcript analysis.',
    continueToProcessing: 'Continue to Processing',
    configureMeeting: 'Configure Meeting',
    configureFailed: 'Failed to configure meeting. Please try again.',
    statusFailed: 'Failed to get processing status',
    processingFailed: 'Processing failed',
    processingCompleteTitle: 'Processing Complete!',
    processingFailedTitle: 'Processing Failed',
    processingTitle: 'Analyzing Meeting...',
    waitingTitle: 'Waiting to Start',
    selectDifferentFile: 'Select Different File',
    // Not in the spec: a viewer on /upload, and an upload reopened from /upload?task= that cannot go on.
    viewerCannotUpload:
      'Your role (Viewer) can read meetings and coaching but cannot upload transcripts. Ask an administrator of your team for the User role to upload.',
    cannotResume: 'This upload cannot be continued.',
    uploadNotFound: 'Upload not found',
    // Not in the spec (issue 20): what the review shows of each speaker so they can be told apart.
    talkShare: (percent: string) => `${percent} of the talk`,
    saidLine: 'A line they said',
    noLine: 'Said too little to quote',
    rolesHint: 'Pick a role from the list or type your own.',
    // Not in the spec (issue 30): the day the meeting took place, and where Rapport read it.
    meetingDate: 'Meeting date',
    dateSource: {
      file_name: 'Read from the file name.',
      file_notes: 'Read from a note in the file.',
      file_modified: 'Read from the file’s last-modified time; check it is the day of the meeting.',
      upload_day: 'Nothing in the file gave the day, so this is today. Change it to the day of the meeting.',
      user: 'Set by you.',
    },
    dateOrdersMeetings: 'Meetings, trends and goals follow this day.',
  },
  uploads: {
    loadFailed: 'Failed to load upload history. Please try again.',
    retryFailed: 'Failed to retry upload. Please try again.',
    cancelFailed: 'Failed to cancel upload. Please try again.',
    empty: 'No uploads found',
    refresh: 'Refresh',
    cleanupFailed: 'Cleanup Failed',
    nothingToCleanUp: '✓ No failed uploads found to clean up',
    // Not in the spec: an upload whose participants wait for the user's review (issue 21).
    awaitingReview:
      'Waiting for your review of the participants. Continue to check them and start the analysis.',
  },
}
