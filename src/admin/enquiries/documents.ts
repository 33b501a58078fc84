/** The enquiry counts' typed documents (GET /api/dashboard/enquiries, GET /api/frames/{id}/enquiries). */
import { graphql, type IdText, type ResultOf } from '../../api/graphql';

export const EnquiryTopQuery = graphql(`
  query EnquiryTop($days: Int, $limit: Int) {
    enquiryTop(days: $days, limit: $limit) {
      days
      since
      totals {
        chat
        email
        total
      }
      frames {
        frameId
        name
        chat
        email
        total
      }
    }
  }
`);

const frameEnquiries = graphql(`
  query FrameEnquiries($id: ID!) {
    frameEnquiries(id: $id) {
      frameId
      last7 {
        chat
        email
        total
      }
      last30 {
        chat
        email
        total
      }
    }
  }
`);
/** Takes the route's id text too. */
export const FrameEnquiriesQuery = frameEnquiries as IdText<typeof frameEnquiries, 'id'>;

export type EnquiryTop = ResultOf<typeof EnquiryTopQuery>['enquiryTop'];
export type EnquiryCounts = EnquiryTop['totals'];
