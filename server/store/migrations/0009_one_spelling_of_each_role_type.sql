-- Each role type written one way (src/contracts/new-job.ts): "Full-Time", "full time" and the like
-- become "Full Time"; spellings of no known role type are left as they are.
UPDATE "job_vacancies" AS "job" SET "role_type" = "known"."role_type"
FROM (VALUES ('Full Time'), ('Part Time'), ('Contract'), ('Internship'), ('National Service')) AS "known" ("role_type")
WHERE lower(regexp_replace(trim("job"."role_type"), '[[:space:]_-]+', ' ', 'g')) = lower("known"."role_type")
  AND "job"."role_type" <> "known"."role_type";
