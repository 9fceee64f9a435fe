# The app image used by docker-compose.yml (two containers of it run behind nginx).
FROM python:3.11-slim
WORKDIR /app
COPY setup.cfg pyproject.toml README.md ./
COPY bizengine bizengine
COPY obrador_mel obrador_mel
COPY datasets datasets
RUN pip install --no-cache-dir .
ENV BIZ_MODE=production DATASETS_DIR=/app/datasets VAR_DIR=/var/lib/bizengine OUTPUT_DIR=/var/lib/bizengine/output \
    TRUST_PROXY=1
EXPOSE 8790
# one worker per core, 8 threads each; every worker applies the (idempotent) schema on start
CMD ["obrador-mel", "serve", "--prod", "--host", "0.0.0.0", "--port", "8790", "--workers", "2", "--threads", "8"]
