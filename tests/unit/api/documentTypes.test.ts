/**
 * The documents' result and variable types come from schema/schema.graphql (gql.tada, src/api/graphql.ts);
 * the views read them through the hand-written shapes of src/api/types.ts. These checks are types:
 * `npx tsc --noEmit -p .` fails when a document's result no longer fits its view type (a field dropped
 * from a selection, a nullability change in the schema) or its variables change.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as admin from '../../../src/api/documents/admin';
import type { ShopEventsSubscription } from '../../../src/api/documents/events';
import type * as images from '../../../src/api/documents/frameImages';
import type * as storefront from '../../../src/api/documents/storefront';
import type { ResultOf, VariablesOf } from '../../../src/api/graphql';
import type { AdminUser, Frame, MarqueeItem, Message, Pagination, Result } from '../../../src/api/types';

type R<D> = ResultOf<D>;
type V<D> = VariablesOf<D>;

describe('document types', () => {
  it('storefront results fit the view types', () => {
    expectTypeOf<R<typeof storefront.PublicFramesQuery>>().not.toBeAny();
    expectTypeOf<R<typeof storefront.PublicFramesQuery>['publicFrames']['data']>().toExtend<Frame[]>();
    expectTypeOf<
      R<typeof storefront.PublicFramesQuery>['publicFrames']['pagination']
    >().toExtend<Pagination>();
    expectTypeOf<R<typeof storefront.PublicFrameQuery>['publicFrame']>().toExtend<Frame | null>();
    expectTypeOf<R<typeof storefront.FeaturedFramesQuery>['featuredFrames']>().toExtend<Frame[]>();
    expectTypeOf<R<typeof storefront.PublicCategoriesQuery>['publicCategories']>().toEqualTypeOf<string[]>();
    expectTypeOf<R<typeof storefront.PublicMarqueeQuery>['publicMarquee']>().toExtend<
      Pick<MarqueeItem, 'id' | 'text' | 'order'>[]
    >();
    expectTypeOf<R<typeof storefront.SendContactMutation>['sendContact']>().toExtend<Result>();
    // Fragments are not masked: a frame's fields are read directly.
    expectTypeOf<R<typeof storefront.FrameFields>>().toExtend<Frame>();
  });

  it('storefront variables come from the schema', () => {
    expectTypeOf<V<typeof storefront.PublicFramesQuery>>().toEqualTypeOf<{
      page?: number | null | undefined;
      limit?: number | null | undefined;
      category?: string | null | undefined;
      search?: string | null | undefined;
      status?: 'IN_STOCK' | 'OUT_OF_STOCK' | 'all' | null | undefined;
      sort?: 'display' | 'price_asc' | 'price_desc' | 'newest' | 'rating' | null | undefined;
    }>();
    // A route's `:id` text or the server's number.
    expectTypeOf<{ id: string }>().toExtend<V<typeof storefront.PublicFrameQuery>>();
    expectTypeOf<{ id: number }>().toExtend<V<typeof storefront.PublicFrameQuery>>();
    expectTypeOf<{ id: boolean }>().not.toExtend<V<typeof storefront.PublicFrameQuery>>();
    expectTypeOf<{
      input: { name: string; email: string; phone: string; subject: string; message: string };
    }>().toExtend<V<typeof storefront.SendContactMutation>>();
    expectTypeOf<{ input: { name: string; email: string } }>().not.toExtend<
      V<typeof storefront.SendContactMutation>
    >();
    expectTypeOf<R<typeof ShopEventsSubscription>['shopEvents']['type']>().toEqualTypeOf<string>();
    expectTypeOf<V<typeof ShopEventsSubscription>>().toEqualTypeOf<{ admin?: boolean | null | undefined }>();
  });

  it('admin results fit the view types', () => {
    expectTypeOf<R<typeof admin.MeQuery>['me']>().toExtend<AdminUser | null>();
    expectTypeOf<R<typeof admin.LoginMutation>['login']['user']>().toExtend<AdminUser>();
    expectTypeOf<R<typeof admin.LoginMutation>['login']['token']>().toEqualTypeOf<string>();
    expectTypeOf<R<typeof admin.FramesQuery>['frames']['data']>().toExtend<Frame[]>();
    expectTypeOf<R<typeof admin.FrameQuery>['frame']>().toExtend<Frame | null>();
    expectTypeOf<R<typeof admin.CreateFrameMutation>['createFrame']>().toExtend<Frame>();
    expectTypeOf<R<typeof admin.UpdateFrameMutation>['updateFrame']>().toExtend<Frame>();
    expectTypeOf<R<typeof images.UploadFrameImagesMutation>['uploadFrameImages']>().toExtend<Frame>();
    expectTypeOf<R<typeof images.UploadFrameImageMutation>['uploadFrameImage']>().toExtend<Frame>();
    expectTypeOf<R<typeof images.ReorderFrameImagesMutation>['reorderFrameImages']>().toExtend<Frame>();
    expectTypeOf<R<typeof admin.SetFrameStatusMutation>['setFrameStatus']>().toExtend<
      Pick<Frame, 'id' | 'status' | 'inStock'>
    >();
    expectTypeOf<R<typeof admin.DeleteFrameMutation>['deleteFrame']>().toExtend<{ id: number } & Result>();
    expectTypeOf<R<typeof admin.MessagesQuery>['messages']['data']>().toExtend<Message[]>();
    expectTypeOf<R<typeof admin.SetMessageStatusMutation>['setMessageStatus']>().toExtend<Message>();
    expectTypeOf<R<typeof admin.MarqueeQuery>['marquee']>().toExtend<MarqueeItem[]>();
    expectTypeOf<R<typeof admin.ToggleMarqueeMutation>['toggleMarquee']>().toExtend<MarqueeItem>();
    expectTypeOf<admin.FrameStats>().toEqualTypeOf<{
      totalFrames: number;
      inStockFrames: number;
      outOfStockFrames: number;
      discountedFrames: number;
    }>();
    expectTypeOf<admin.Metrics['memory']>().toEqualTypeOf<{ heapUsed: number; heapTotal: number }>();
  });

  it('admin variables come from the schema', () => {
    expectTypeOf<{ id: string }>().toExtend<V<typeof admin.FrameQuery>>();
    expectTypeOf<{ id: number; images: Blob[] }>().toExtend<V<typeof images.UploadFrameImagesMutation>>();
    expectTypeOf<{ id: number; status: 'SOLD' }>().not.toExtend<V<typeof admin.SetFrameStatusMutation>>();
    expectTypeOf<{ id: number; status: 'UNREAD' }>().toExtend<V<typeof admin.SetMessageStatusMutation>>();
    expectTypeOf<admin.FrameInput['labels']>().toEqualTypeOf<number[] | null | undefined>();
  });
});
