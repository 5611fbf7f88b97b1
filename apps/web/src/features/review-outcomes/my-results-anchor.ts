/** The anchor 查看成绩 leads to (NextActions): the results card of 我的竞赛 (MyReviewResults). */
export const MY_RESULTS_ANCHOR = 'my-results';
