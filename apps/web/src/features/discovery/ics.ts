// The builder lives in the shared package, which the API's GET /event/{id}/calendar.ics uses too.
export * from '@mela/shared/ics'
