import { ImportWizard, type ImportAdapter } from '../system-users/ImportWizard.tsx';
import { reviewKeys } from '../review/review-api.ts';
import { intakeApi, intakeKeys } from './expert-intake-api.ts';

/** The expert library's calls in the user import's wizard (uploads report their progress). */
const expertImport: ImportAdapter = {
  ns: 'experts',
  template: intakeApi.downloadTemplate,
  check: async (file, _options, onProgress) => (await intakeApi.checkImport(file, onProgress)).data,
  errors: (file) => intakeApi.downloadErrors(file),
  run: (file, _options, onProgress) => intakeApi.runImport(file, onProgress),
  onImported: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
  },
  accountOptions: false,
};

/**
 * The expert import, through the user import's wizard: template, check (nothing written), import in one
 * transaction; problems as a table and as the marked-up workbook.
 */
export const ExpertImportModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <ImportWizard open={open} onClose={onClose} adapter={expertImport} />
);
