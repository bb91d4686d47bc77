-- Each person's coaching narrative (issue 29): headline, what worked, what to change, one practice,
-- stored as the contract's personCoaching. Null for people not scored and for meetings stored
-- before this migration (the screens then keep the view they had).
ALTER TABLE "meeting_participants" ADD COLUMN "coaching" jsonb;
