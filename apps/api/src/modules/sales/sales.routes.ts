import { ReportQuery, SalesAnalytics, SalesQuery } from '@mela/shared/sales'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requirePermission } from '../../lib/authorize.ts'
import { requireEventOf } from './report-event.ts'
import { salesAnalytics } from './sales-analytics.service.ts'
import { csvReport, xlsxReport } from './sales-report.service.ts'

const tags = ['sales']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Sales analytics and the sales report of an organization (or one of its events). */
export async function salesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/analytics/sales',
    { schema: { security: signedIn, tags, querystring: SalesQuery, response: { 200: SalesAnalytics } } },
    async (request) => {
      await requirePermission(request, request.query.AccountID, 'sales_analytics_view')
      await requireEventOf(db, request.query.AccountID, request.query.EventID)
      return salesAnalytics(db, request.query.AccountID, request.query)
    },
  )

  api.get(
    '/purchase/report',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'The sales report, one row per seat (xlsx, or CSV with format=csv)',
        querystring: ReportQuery,
        response: { 200: z.any().describe('sells-report.xlsx or sells-report.csv') },
      },
    },
    async (request, reply) => {
      const query = request.query
      await requirePermission(request, query.AccountID, 'purchase_view')
      await requireEventOf(db, query.AccountID, query.EventID)
      const csv = query.format === 'csv'
      reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : XLSX)
        .header('content-disposition', `attachment; filename="sells-report.${csv ? 'csv' : 'xlsx'}"`)
        .header('cache-control', 'no-store')
      return reply.send(csv ? csvReport(db, query) : xlsxReport(db, query))
    },
  )
}
