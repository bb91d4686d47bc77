export const llmProvidersQueryKey = ['admin', 'llm', 'providers'] as const
export const availableLlmProvidersQueryKey = ['admin', 'llm', 'available'] as const
