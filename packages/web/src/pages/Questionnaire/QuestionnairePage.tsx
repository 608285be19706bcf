import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { Questionnaire } from '../../features/questionnaires/Questionnaire.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import '../../styles/questionnaires.css';

/** `/wq/{code}`: a questionnaire inside the apps (spec §1, §2); members answer it, visitors read it. */
export default function QuestionnairePage({ name }: PageProps) {
  const { t } = useTranslation('titles');
  const { code = '' } = useParams();
  return (
    <PageFrame title={t(name)}>
      {/* A new code is a new questionnaire: nothing chosen or marked carries over. */}
      <Questionnaire key={code} code={code} />
    </PageFrame>
  );
}
