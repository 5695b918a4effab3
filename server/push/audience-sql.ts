import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition "subscription `s` is in the audience `audience`" (a jsonb expression of
 * `PushAudience`), written once for the audience count and for the deliveries made when sending starts.
 */
export function inAudience(audience: SQL): SQL {
  const list = (key: string) => sql`(select jsonb_array_elements_text(coalesce(${audience}->${key}, '[]'::jsonb)))`;
  return sql`(
    ${audience}->>'kind' = 'all'
    or (${audience}->>'kind' = 'channel' and s.channel_id::text in ${list('channel_ids')})
    or (${audience}->>'kind' = 'platform' and s.platform in ${list('platforms')})
    or (${audience}->>'kind' = 'country' and s.country in ${list('countries')})
    or (${audience}->>'kind' = 'users' and s.pwa_user_id::text in ${list('user_ids')})
  )`;
}
