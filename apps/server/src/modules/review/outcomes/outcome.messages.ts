import { defineMessages } from '../../../platform/messages.ts';

export const outcomeMessages = defineMessages({
  noFinalScores: {
    zh: '该阶段还没有最终成绩，请先计算最终成绩',
    en: 'This stage has no final scores yet; calculate them first',
  },
  noNextStage: {
    zh: '该阶段之后没有下一阶段，无法晋级',
    en: 'There is no stage after this one to promote into',
  },
  resultNotPublished: { zh: '该阶段的成绩尚未公布', en: 'The results of this stage have not been published' },
});
