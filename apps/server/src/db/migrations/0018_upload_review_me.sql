-- "This is me" as chosen on the review step (issue 30), kept so a reload shows it again:
-- {"index": n} for the n-th participant, {"index": null} for "not in this meeting"; null until chosen.
-- upload_tasks is under row-level security since 0004, so the column is too.
ALTER TABLE "upload_tasks" ADD COLUMN "review_me" jsonb;
