-- A message-centre line about a medal, a mission or an event now keeps the thing's name in every
-- language the operator wrote it (`body.named`), written with the line: listing lines no longer
-- reads the medals, missions and events tables (notifications sit below them in the module order).
-- The reader still gets their own language, chosen when listed. Lines written before keep the id
-- they stored; here they take the name as it is now, and the id goes.
UPDATE notifications AS line
   SET body = (line.body - 'medalId') || jsonb_build_object('named', medal.name)
  FROM medals AS medal
 WHERE line.body ? 'medalId' AND medal.id = (line.body ->> 'medalId')::bigint;

UPDATE notifications AS line
   SET body = (line.body - 'missionId') || jsonb_build_object('named', mission.title)
  FROM missions AS mission
 WHERE line.body ? 'missionId' AND mission.id = (line.body ->> 'missionId')::bigint;

UPDATE notifications AS line
   SET body = (line.body - 'eventId') || jsonb_build_object('named', event.title)
  FROM events AS event
 WHERE line.body ? 'eventId' AND event.id = (line.body ->> 'eventId')::bigint;
